// Importing people (general managers): choose a CSV or XLSX file, read the dry run's verdict on every row
// (errors in place, or only the rows with errors), import, then the counts. A template to fill in.
import { Alert, Button, Checkbox, FileInput, Group, Modal, Pagination, Progress, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload, IconFileUpload } from '@tabler/icons-react';
import { ApiError } from '@timetrack/client';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { saveBlob } from '../../../lib/save-file';
import { useImportPeople, type ImportResult } from '../api/accounts';
import { NoEmailColumnError, peopleTemplate, readPeopleFile, type ImportColumn, type PeopleFile } from '../lib/people-file';

const ROWS_PER_PAGE = 50;
const FIELD_KEYS: Record<ImportColumn, string> = {
  email: 'accounts.import.fields.email',
  name: 'accounts.import.fields.name',
  role: 'accounts.import.fields.role',
  team: 'accounts.import.fields.team',
  team_manager: 'accounts.import.fields.team_manager',
  language: 'accounts.import.fields.language',
  weekly_hours: 'accounts.import.fields.weekly_hours',
  badge: 'accounts.import.fields.badge',
  start_date: 'accounts.import.fields.start_date',
};
const CODE_KEYS: Record<string, string> = {
  required: 'accounts.import.codes.required',
  invalid: 'accounts.import.codes.invalid',
  duplicate: 'accounts.import.codes.duplicate',
  not_a_manager: 'accounts.import.codes.not_a_manager',
  taken: 'accounts.import.codes.taken',
};
const STATUS_KEYS = {
  created: 'accounts.import.status.created',
  existing: 'accounts.import.status.existing',
  invalid: 'accounts.import.status.invalid',
} as const;
const PAGE_CONTROL_KEYS = {
  first: 'accounts.import.pages.first',
  previous: 'accounts.import.pages.previous',
  next: 'accounts.import.pages.next',
  last: 'accounts.import.pages.last',
} as const;
const STATUS_COLORS = { created: 'teal.9', existing: 'gray.7', invalid: 'red.9' } as const;

/** Why a whole file was refused, in words. */
function fileRefusal(error: unknown, t: TFunction): string {
  if (error instanceof NoEmailColumnError) return t('accounts.import.noEmailColumn');
  if (error instanceof ApiError) {
    if (error.status === 413) return t('accounts.import.tooLarge');
    if (error.status === 415 || error.details?.file) return t('accounts.import.notAFile');
    if (error.details?.email) return t('accounts.import.noEmailColumn');
    if (error.details?.rows) return t('accounts.import.noRows');
  }
  if (error instanceof Error && !(error instanceof ApiError) && error.name !== 'NetworkError') return t('accounts.import.notAFile');
  return errorMessage(error, t);
}

type Row = ImportResult['rows'][number];

function RowErrors({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (!row.errors) return null;
  const problems = Object.entries(row.errors).flatMap(([field, codes]) =>
    (codes ?? []).map(({ code }) =>
      t('accounts.import.problem', { field: t(FIELD_KEYS[field as ImportColumn] ?? field), problem: t(CODE_KEYS[code] ?? code) }),
    ),
  );
  return (
    <Text size="sm" c="red.9" component="ul" m={0} pl="md">
      {problems.map((problem) => (
        <li key={problem}>{problem}</li>
      ))}
    </Text>
  );
}

function Preview({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const shown = useMemo(() => (onlyErrors ? result.rows.filter((row) => row.status === 'invalid') : result.rows), [result, onlyErrors]);
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const slice = shown.slice((page - 1) * ROWS_PER_PAGE, page * ROWS_PER_PAGE);
  return (
    <Stack gap="sm">
      <Text aria-live="polite">
        {t('accounts.import.summary', { created: result.created, existing: result.existing, invalid: result.invalid })}
      </Text>
      <Checkbox
        label={t('accounts.import.onlyErrors')}
        checked={onlyErrors}
        onChange={(event) => {
          setOnlyErrors(event.currentTarget.checked);
          setPage(1);
        }}
      />
      {/* A region that scrolls sideways on a phone: reachable with the keyboard. */}
      <div role="region" aria-label={t('accounts.import.previewLabel')} tabIndex={0} style={{ overflowX: 'auto' }}>
        <Table miw={420} striped verticalSpacing="xs" aria-label={t('accounts.import.previewLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('accounts.import.row')}</Table.Th>
              <Table.Th scope="col">{t('accounts.import.fields.email')}</Table.Th>
              <Table.Th scope="col">{t('accounts.import.statusHeader')}</Table.Th>
              <Table.Th scope="col">{t('accounts.import.errors')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {slice.map((row) => (
              <Table.Tr key={row.row} data-status={row.status}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm" fw={700} c={STATUS_COLORS[row.status]}>
                    {t(STATUS_KEYS[row.status])}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RowErrors row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(PAGE_CONTROL_KEYS[control]) })}
          getItemProps={(value) => ({ 'aria-label': t('accounts.pages.page', { page: value }) })}
        />
      )}
    </Stack>
  );
}

export function ImportPeopleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width: 40em)');
  const importing = useImportPeople();
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<PeopleFile | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const reset = () => {
    setChosen(null);
    setFile(null);
    setPreview(null);
    setDone(null);
    setRefusal(null);
  };
  const close = () => {
    if (importing.isPending) return;
    reset();
    onClose();
  };

  const choose = async (picked: File | null) => {
    setChosen(picked);
    setFile(null);
    setPreview(null);
    setDone(null);
    setRefusal(null);
    if (!picked) return;
    setChecking(true);
    try {
      const read = await readPeopleFile(picked);
      setFile(read);
      setPreview(await importing.mutateAsync({ file: read, dryRun: true }));
    } catch (error) {
      setRefusal(fileRefusal(error, t));
    } finally {
      setChecking(false);
    }
  };

  const runImport = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const result = await importing.mutateAsync({ file, dryRun: false });
      if (result.invalid > 0) setPreview(result);
      else setDone(result);
    } catch (error) {
      setRefusal(fileRefusal(error, t));
    }
  };

  const ready = preview !== null && preview.invalid === 0 && preview.created > 0 && !done;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('accounts.import.title')}
      size="xl"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text size="sm">{t('accounts.import.intro')}</Text>
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('accounts.import.file')}
            placeholder={t('accounts.import.choose')}
            accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            leftSection={<IconFileUpload size={16} aria-hidden />}
            value={chosen}
            onChange={(picked) => void choose(picked)}
            disabled={importing.isPending && !checking}
            clearable
            clearButtonProps={{ 'aria-label': t('accounts.import.clear') }}
            style={{ flex: '1 1 16rem' }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => saveBlob(new Blob([peopleTemplate()], { type: 'text/csv;charset=utf-8' }), t('accounts.import.templateName'))}
          >
            {t('accounts.import.template')}
          </Button>
        </Group>
        {checking && (
          <Text size="sm" role="status">
            {t('accounts.import.checking')}
          </Text>
        )}
        {refusal && (
          <Alert color="red" role="alert" title={t('accounts.import.refusedTitle')}>
            {refusal}
          </Alert>
        )}
        {done ? (
          <Alert color="teal" role="status">
            <Text fw={700} size="sm">
              {t('accounts.import.doneTitle')}
            </Text>
            <Text size="sm">{t('accounts.import.done', { created: done.created, existing: done.existing, count: done.created })}</Text>
          </Alert>
        ) : (
          preview && <Preview result={preview} />
        )}
        {importing.isPending && !checking && (
          <Stack gap={4} role="status">
            <Text size="sm">{t('accounts.import.importing', { count: preview?.created ?? 0 })}</Text>
            <Progress value={100} animated striped aria-label={t('accounts.import.importing', { count: preview?.created ?? 0 })} />
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={importing.isPending && !checking}>
            {done ? t('common.close') : t('common.cancel')}
          </Button>
          {!done && (
            <Button onClick={() => void runImport()} disabled={!ready} loading={importing.isPending && !checking}>
              {t('accounts.import.submit', { count: preview?.created ?? 0 })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
