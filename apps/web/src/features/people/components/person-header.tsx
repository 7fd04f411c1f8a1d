// The top of a person's page: the way back to the list, their name, e-mail and start date, and on one's own
// page the reminder that one's own hours change through a correction.
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatLongDay } from '../../../lib/format';
import { parseIsoDate } from '../../../lib/time';

export function PersonHeader({
  name,
  email,
  employeeNumber,
  startDate,
  self,
}: {
  name: string;
  email: string | undefined;
  /** The number the payroll software knows the person by. */
  employeeNumber?: string | null | undefined;
  /** The start date a general manager set, null when inferred, undefined when not known to the caller. */
  startDate: string | null | undefined;
  self: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <Stack gap={4}>
        <Anchor component={Link} to="/people" size="sm">
          {t('person.back')}
        </Anchor>
        <Title order={1} size="h2">
          {name}
        </Title>
        {email && (
          <Text c="dimmed" size="sm">
            {email}
          </Text>
        )}
        {employeeNumber && (
          <Text c="dimmed" size="sm">
            {t('person.employeeNumber', { number: employeeNumber })}
          </Text>
        )}
        {startDate !== undefined && (
          <Text c="dimmed" size="sm">
            {startDate === null
              ? t('person.startInferred')
              : t('person.startDate', { day: formatLongDay(parseIsoDate(startDate), i18n.language) })}
          </Text>
        )}
      </Stack>
      {self && (
        <Alert color="blue" variant="light">
          {t('person.self')}{' '}
          <Anchor renderRoot={(props) => <Link {...props} to="/hours" search={{ view: 'week' }} />}>{t('person.selfLink')}</Anchor>
        </Alert>
      )}
    </>
  );
}
