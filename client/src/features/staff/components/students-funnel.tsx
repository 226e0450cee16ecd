import { Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { staffStudentsCatalogue } from '@/content/staff-students.ts';
import { StaffCourseChoicesDocument, StaffFunnelDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { CoursePicker } from './course-picker.tsx';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/** The bars' colours: the brand's gold, a darker and a lighter shade (each above 3:1 on white). */
const BAR_COLOURS = { students: '#8A6500', started: '#B7860B', completed: '#2F6B3A' } as const;

/**
 * A course picker and its funnel: for each week, the owners with it open, those who began it
 * and those who did all of it, as a bar chart and, for screen readers and exact figures, as
 * a table.
 */
export function StudentsFunnel() {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const courses = useStaffQuery(StaffCourseChoicesDocument);
  const [picked, setPicked] = useState<string | null>(null);
  const choices = courses.data?.courses ?? [];
  const courseId = picked ?? choices[0]?.id ?? null;
  const title = choices.find((course) => course.id === courseId)?.title ?? '';
  return (
    <Stack as="section" gap="4" aria-labelledby="funnel-heading">
      <Heading as="h2" size="xl" id="funnel-heading">
        {text.funnel.heading}
      </Heading>
      {courses.error ? <Text role="alert">{text.failed}</Text> : null}
      {choices.length > 0 ? (
        <CoursePicker
          label={text.funnel.course}
          courses={choices}
          value={courseId ?? ''}
          onChange={setPicked}
        />
      ) : null}
      {courseId ? <FunnelOf courseId={courseId} title={title} /> : null}
    </Stack>
  );
}

function FunnelOf({ courseId, title }: { courseId: string; title: string }) {
  const { staffStudentsText: text } = useText(staffStudentsCatalogue);
  const { data, error, loading } = useStaffQuery(StaffFunnelDocument, { courseId });
  if (loading) return <Text role="status">{text.loading}</Text>;
  if (error || !data) return <Text role="alert">{text.failed}</Text>;
  const steps = data.staffFunnel;
  if (steps.every((step) => step.students === 0)) return <Text>{text.funnel.empty}</Text>;
  const rows = steps.map((step) => ({ ...step, name: text.funnel.weekName(step.week) }));
  return (
    <Stack gap="4">
      {/* A picture of the table below, named as one; nothing in it takes focus. */}
      <BarChart
        responsive
        style={{ width: '100%', height: 280 }}
        data={rows}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        accessibilityLayer={false}
        role="img"
        aria-label={text.funnel.chartLabel(title)}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="name" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="students" name={text.funnel.students} fill={BAR_COLOURS.students} />
        <Bar dataKey="started" name={text.funnel.started} fill={BAR_COLOURS.started} />
        <Bar dataKey="completed" name={text.funnel.completed} fill={BAR_COLOURS.completed} />
      </BarChart>
      <DataTable
        label={text.funnel.caption(title)}
        captionShown
        striped
        rows={steps}
        rowKey={(step) => String(step.week)}
        columns={[
          { header: text.funnel.week, cell: (step) => text.funnel.weekName(step.week) },
          { header: text.funnel.students, numeric: true, cell: (step) => step.students },
          { header: text.funnel.started, numeric: true, cell: (step) => step.started },
          { header: text.funnel.completed, numeric: true, cell: (step) => step.completed },
        ]}
      />
    </Stack>
  );
}
