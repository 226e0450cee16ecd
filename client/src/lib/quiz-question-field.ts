/**
 * The id of a quiz question's fieldset, and the name of its inputs (a number's with `-value`):
 * the student's attempt focuses it when it needs an answer, and the staff room's preview,
 * checked without the app, reads the answers back from the address by it.
 */
export const questionFieldId = (questionId: string) => `quiz-question-${questionId}`;
