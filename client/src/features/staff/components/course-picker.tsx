import { Field, NativeSelect } from '@chakra-ui/react';
import { useId } from 'react';

interface CoursePickerProps {
  label: string;
  /** Its name in a form posted or sent without the app. */
  name?: string;
  courses: readonly { id: string; title: string }[];
  value: string;
  onChange: (courseId: string) => void;
}

/** The staff room's choice of a course: a labelled native select (keyboard and phone alike). */
export function CoursePicker({ label, name, courses, value, onChange }: CoursePickerProps) {
  const id = useId();
  return (
    <Field.Root maxW="md">
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          id={id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
