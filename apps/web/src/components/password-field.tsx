// Mantine's password input with a show/hide button whose name does not contain "password": the field itself
// is then the only element named "Password", for screen readers and for tools that find fields by label.
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput visibilityToggleButtonProps={{ 'aria-label': t('auth.showCharacters') }} {...props} />;
}
