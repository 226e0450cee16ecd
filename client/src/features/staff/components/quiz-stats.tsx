import { Box, DataList, Stack, Text } from '@chakra-ui/react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffQuizStatsDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { StaffRefusal } from './staff-page.tsx';
import { DataTable } from './data-table.tsx';
import { useStaffQuery } from '../api/staff-query.ts';

/** A share from 0 to 1 as a whole percent. */
const percentOf = (share: number) => Math.round(share * 100);

/**
 * How a quiz went: submitted attempts, the share of students who passed, the mean of their
 * best scores, and each question's share of right answers, the hardest first (the gateway's
 * order), so an instructor sees which idea did not land. Always asked afresh.
 */
export function QuizStats({ quizId }: { quizId: string }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const { data, error, loading } = useStaffQuery(StaffQuizStatsDocument, { quizId });
  if (loading && !data) return <Text role="status">{text.statsLoading}</Text>;
  if (error || !data) return <StaffRefusal error={error} failed={text.statsFailed} />;
  const stats = data.staffQuizStats;
  return (
    <Stack gap="4">
      <DataList.Root orientation="horizontal" data-testid="quiz-stats-summary">
        <DataList.Item>
          <DataList.ItemLabel>{text.attempts}</DataList.ItemLabel>
          <DataList.ItemValue>{stats.attempts}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text.passRate}</DataList.ItemLabel>
          <DataList.ItemValue>{text.percent(percentOf(stats.passRate))}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{text.meanBestScore}</DataList.ItemLabel>
          <DataList.ItemValue>{text.percent(Math.round(stats.meanBestScore))}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {stats.attempts === 0 ? <Text color="fg.muted">{text.noAttempts}</Text> : null}
      <DataTable
        label={text.hardest}
        captionShown
        rows={stats.questions.map((question, index) => ({ ...question, rank: index + 1 }))}
        rowKey={(question) => question.questionId}
        columns={[
          { header: text.statsColumns.rank, cell: (question) => question.rank },
          {
            header: text.statsColumns.question,
            cell: (question) => (
              <Box minW="60" overflowWrap="anywhere">
                {question.prompt}
              </Box>
            ),
          },
          {
            header: text.statsColumns.rightShare,
            numeric: true,
            cell: (question) => text.percent(percentOf(question.rightShare)),
          },
        ]}
      />
    </Stack>
  );
}
