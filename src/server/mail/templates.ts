import type { Language } from '../../shared/i18n/languages';
import type { MailMessage } from './mailer';

const restoreText = {
  en: {
    subject: 'Your Loreweave password restore code',
    body: (code: string, userName: string) =>
      `Hello ${userName},\n\nYour code to set a new password is: ${code}\n\nIt works once and expires in 10 minutes. If you did not ask for it, ignore this letter: your password stays as it is.\n\nLoreweave`,
  },
  ru: {
    subject: 'Код восстановления пароля Loreweave',
    body: (code: string, userName: string) =>
      `Здравствуйте, ${userName}!\n\nВаш код для установки нового пароля: ${code}\n\nОн действует один раз и истекает через 10 минут. Если вы его не запрашивали, просто проигнорируйте письмо: пароль останется прежним.\n\nLoreweave`,
  },
} as const;

export function restoreCodeMail(
  lang: Language,
  to: string,
  userName: string,
  code: string,
): MailMessage {
  const template = restoreText[lang];
  const text = template.body(code, userName);
  const html = `<p>${escapeHtml(text).replaceAll('\n\n', '</p><p>').replaceAll('\n', '<br>')}</p>`;
  return { to, subject: template.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
