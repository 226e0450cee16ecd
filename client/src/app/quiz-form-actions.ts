/**
 * The quizzes page's forms as the gateway runs them when they are posted without the app
 * (form-action.ts): a week's GIFT import, a new quiz, a quiz's settings, and the question
 * editor's changes. Each success leads back to the page's address for what was changed
 * (features/staff/quiz-address.ts), with the app's words for it.
 */
import * as yup from 'yup';
import { paths } from '@/config/paths.ts';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { weekOf } from '@/features/staff/components/quizzes-page.tsx';
import {
  checkQuizSettings,
  FIELD_ORDER as QUIZ_FIELD_ORDER,
  type FieldName as QuizField,
} from '@/features/staff/components/quiz-settings-form.tsx';
import {
  draftAfterStep,
  draftOfPosted,
  inputOf,
  servedValuesOf,
} from '@/features/staff/question-draft.ts';
import { quizAddress } from '@/features/staff/quiz-address.ts';
import {
  DeleteQuizQuestionDocument,
  ImportQuizGiftDocument,
  MoveQuizQuestionDocument,
  SaveQuizQuestionDocument,
  SaveQuizSettingsDocument,
  type DeleteQuizQuestionMutation,
  type ImportQuizGiftMutation,
  type MoveQuizQuestionMutation,
  type SaveQuizQuestionMutation,
  type SaveQuizSettingsMutation,
} from '@/gql/staff.ts';
import type { PostedFormId } from '@/lib/form-post.ts';
import { textIn } from '@/lib/i18n/catalogue.ts';
import type { Language } from '@/lib/i18n/language.ts';
import { formAction, saying, withQuery, type FormAction, type Posted } from './form-action.ts';

const editorText = (language: Language) =>
  textIn(staffQuizzesCatalogue, language).staffQuizEditorText;

/**
 * A quiz's settings as posted, checked as the app checks them (quiz-settings-form.tsx): a
 * new quiz's typed week, not one the course has; or the week of the quiz whose settings
 * these are.
 */
function quizSettingsOf({ fields, language }: Posted, own: boolean) {
  const draft = Object.fromEntries(QUIZ_FIELD_ORDER.map((name) => [name, fields[name] ?? '']));
  const takenWeeks = (fields.takenWeeks ?? '').split(',').filter(Boolean).map(Number);
  const week = own ? (weekOf(fields.week ?? '') ?? 0) : null;
  return checkQuizSettings(
    draft as Record<QuizField, string>,
    { week, takenWeeks },
    editorText(language),
  );
}

/** The settings form's fields as typed (quiz-settings-form.tsx checks them). */
const settingsFields = () =>
  yup.object(Object.fromEntries(QUIZ_FIELD_ORDER.map((name) => [name, yup.string().default('')])));

/** Fields taken as posted, checked by the gateway (a question's id, a place). */
const asPosted =
  (...names: string[]) =>
  () =>
    yup.object(Object.fromEntries(names.map((name) => [name, yup.string().default('')])));

/** The question form's draft as posted (question-draft.ts). */
const postedDraft = ({ fields, lists }: Posted) => draftOfPosted(fields, lists);

/** The question editor of the quiz a change answered with. */
const editorOf = ({ fields }: Posted, quizId: string) =>
  quizAddress(fields.course ?? '', { quizId, view: 'edit' });

export const quizFormActions = {
  // A course week's quiz from GIFT text: imported, or the page again with each problem.
  importQuizGift: formAction<ImportQuizGiftMutation>({
    route: 'staffQuizzes',
    schema: (language) => {
      const text = textIn(staffQuizzesCatalogue, language).staffQuizzesText;
      return yup.object({
        course: yup.string().default(''),
        week: yup
          .string()
          .default('')
          .test('week', text.weekInvalid, (typed) => weekOf(typed) !== null),
        gift: yup.string().default('').trim().required(text.giftEmpty),
      });
    },
    secret: [],
    mutation: ImportQuizGiftDocument,
    variables: ({ course, week, gift }) => ({ courseId: course, week: weekOf(week ?? ''), gift }),
    succeeded: ({ importQuizGift: { imported, errors } }, { language, fields }) => {
      const course = fields.course ?? '';
      const path = withQuery(paths.staffQuizzes, { course });
      if (errors.length > 0) {
        // Nothing imported: the form again as typed, with the file's problems by line.
        const values = { course, week: fields.week ?? '', gift: fields.gift ?? '' };
        const problems = JSON.stringify(errors.map(({ line, message }) => ({ line, message })));
        return {
          path,
          notices: [],
          serve: { form: 'importQuizGift', values: { ...values, problems } },
        };
      }
      const text = textIn(staffQuizzesCatalogue, language).staffQuizzesText;
      const week = weekOf(fields.week ?? '') ?? 0;
      return { path, notices: saying(text.imported(imported, week)) };
    },
  }),
  // The quiz list's New quiz: a week's quiz made, its questions then added in the editor.
  createQuiz: formAction<SaveQuizSettingsMutation>({
    route: 'staffQuizzes',
    schema: settingsFields,
    secret: [],
    kept: ['course', 'takenWeeks'],
    fieldsOnly: true,
    fieldCheck: (posted) => {
      const checked = quizSettingsOf(posted, false);
      return 'problems' in checked ? checked.problems : {};
    },
    mutation: SaveQuizSettingsDocument,
    variables: (_values, posted) => {
      const checked = quizSettingsOf(posted, false);
      return 'problems' in checked
        ? {}
        : { courseId: posted.fields.course ?? '', week: checked.week, input: checked.input };
    },
    // As in the app: the new quiz's question editor opens.
    succeeded: ({ saveQuizSettings }, { language, fields }) => ({
      path: quizAddress(fields.course ?? '', { quizId: saveQuizSettings.id, view: 'edit' }),
      notices: saying(editorText(language).quizCreated(saveQuizSettings.week)),
    }),
  }),
  // An opened quiz's Settings: saved, and the settings again.
  quizSettings: formAction<SaveQuizSettingsMutation>({
    route: 'staffQuizzes',
    schema: settingsFields,
    secret: [],
    kept: ['course', 'quizId'],
    fieldsOnly: true,
    fieldCheck: (posted) => {
      const checked = quizSettingsOf(posted, true);
      return 'problems' in checked ? checked.problems : {};
    },
    mutation: SaveQuizSettingsDocument,
    variables: (_values, posted) => {
      const checked = quizSettingsOf(posted, true);
      return 'problems' in checked
        ? {}
        : { courseId: posted.fields.course ?? '', week: checked.week, input: checked.input };
    },
    succeeded: ({ saveQuizSettings }, { language, fields }) => ({
      path: quizAddress(fields.course ?? '', { quizId: saveQuizSettings.id, view: 'settings' }),
      notices: saying(editorText(language).settingsSaved),
    }),
  }),
  // A question added or edited; Add answer and Remove answer serve the form again changed.
  saveQuizQuestion: formAction<SaveQuizQuestionMutation>({
    route: 'staffQuizzes',
    schema: asPosted('quizId', 'questionId'),
    secret: [],
    fieldsOnly: true,
    servedValues: (posted) => servedValuesOf(postedDraft(posted)),
    step: (step, posted) => servedValuesOf(draftAfterStep(postedDraft(posted), step)),
    fieldCheck: (posted) => {
      const checked = inputOf(postedDraft(posted), null);
      if (!('field' in checked)) return {};
      const text = editorText(posted.language);
      return {
        [checked.field]: checked.field === 'value' ? text.valueInvalid : text.toleranceInvalid,
      };
    },
    mutation: SaveQuizQuestionDocument,
    variables: ({ quizId, questionId }, posted) => {
      const checked = inputOf(postedDraft(posted), questionId ? questionId : null);
      return 'input' in checked ? { quizId, input: checked.input } : {};
    },
    succeeded: ({ saveQuizQuestion }, posted) => {
      const text = editorText(posted.language);
      return {
        path: editorOf(posted, saveQuizQuestion.id),
        notices: saying(posted.fields.questionId ? text.saved : text.added),
      };
    },
  }),
  moveQuizQuestion: formAction<MoveQuizQuestionMutation>({
    route: 'staffQuizzes',
    schema: asPosted('questionId', 'position'),
    secret: [],
    mutation: MoveQuizQuestionDocument,
    variables: ({ questionId, position }) => ({ questionId, position: Number(position) }),
    succeeded: ({ moveQuizQuestion }, posted) => ({
      path: editorOf(posted, moveQuizQuestion.id),
      notices: saying(editorText(posted.language).moved(Number(posted.fields.position))),
    }),
  }),
  // The confirmed deletion (the editor asks first, at its own address).
  deleteQuizQuestion: formAction<DeleteQuizQuestionMutation>({
    route: 'staffQuizzes',
    schema: asPosted('questionId'),
    secret: [],
    mutation: DeleteQuizQuestionDocument,
    variables: ({ questionId }) => ({ questionId }),
    succeeded: ({ deleteQuizQuestion }, posted) => ({
      path: editorOf(posted, deleteQuizQuestion.id),
      notices: saying(editorText(posted.language).deleted),
    }),
  }),
} satisfies Partial<Record<PostedFormId, FormAction>>;
