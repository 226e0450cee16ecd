import { DataList, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { staffQuizzesCatalogue } from '@/content/staff-quizzes.ts';
import { StaffQuizStatsDocument } from '@/gql/staff.ts';
import { useText } from '@/lib/i18n/catalogue.ts';
import { StaffRefusal } from './staff-page.tsx';
import { TableRegion } from './table-region.tsx';

/** A share from 0 to 1 as a whole percent. */
const percentOf = (share: number) => Math.round(share * 100);

/**
 * How a quiz went: submitted attempts, the share of students who passed, the mean of their
 * best scores, and each question's share of right answers, the hardest first (the gateway's
 * order), so an instructor sees which idea did not land. Always asked afresh.
 */
export function QuizStats({ quizId }: { quizId: string }) {
  const { staffQuizEditorText: text } = useText(staffQuizzesCatalogue);
  const { data, error, loading } = useQuery(StaffQuizStatsDocument, {
    variables: { quizId },
    context: { whenSignedOut: 'staff' },
    fetchPolicy: 'network-only',
  });
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
      <TableRegion label={text.hardest}>
        <Table.Root size="sm">
          <Table.Caption textAlign="start" fontWeight="semibold" mb="2">
            {text.hardest}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{text.statsColumns.rank}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{text.statsColumns.question}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {text.statsColumns.rightShare}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {stats.questions.map((question, index) => (
              <Table.Row key={question.questionId}>
                <Table.Cell>{index + 1}</Table.Cell>
                <Table.Cell minW="60" overflowWrap="anywhere">
                  {question.prompt}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {text.percent(percentOf(question.rightShare))}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableRegion>
    </Stack>
  );
}
