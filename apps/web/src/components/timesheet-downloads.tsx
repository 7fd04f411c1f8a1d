// The timesheet of a range for payroll, one button per format: fetched through the session and saved.
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/errors';
import { downloadTimesheet, TIMESHEET_FORMATS, type TimesheetFormat, type TimesheetRequest } from '../lib/timesheets';

export interface TimesheetDownloadsProps extends Omit<TimesheetRequest, 'format'> {
  /** Names the group of buttons. */
  label: string;
  /** What a button does, e.g. "Download the timesheet as CSV". */
  formatLabel: (format: string) => string;
  /** `aria-label`: the button is named by `formatLabel`; `title`: it is named by its format and described by `formatLabel`. */
  formatLabelAs: 'aria-label' | 'title';
}

export function TimesheetDownloads({ of, start, end, label, formatLabel, formatLabelAs }: TimesheetDownloadsProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const [downloading, setDownloading] = useState<TimesheetFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: TimesheetFormat) => {
    setDownloading(format);
    setError(null);
    try {
      await downloadTimesheet({ of, start, end, format });
    } catch (caught) {
      setError(errorMessage(caught, t));
    } finally {
      setDownloading(null);
    }
  };
  return (
    <div>
      <Group gap="xs" role="group" aria-labelledby={labelId}>
        <Text size="sm" id={labelId}>
          {label}
        </Text>
        {TIMESHEET_FORMATS.map((format) => (
          <Button
            key={format}
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={downloading === format}
            onClick={() => void download(format)}
            {...{ [formatLabelAs]: formatLabel(format.toUpperCase()) }}
          >
            {format.toUpperCase()}
          </Button>
        ))}
      </Group>
      {error && (
        <Text role="alert" c="red" size="sm" mt={4}>
          {error}
        </Text>
      )}
    </div>
  );
}
