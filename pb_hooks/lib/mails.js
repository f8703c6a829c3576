// @ts-check
/// <reference path="../env.d.ts" />
// Localized account mails (en/it) carrying the product name and links to the SPA's own routes.
const TEXT = {
  en: {
    verification: {
      subject: 'Verify your e-mail address',
      intro: 'Thank you for registering with {app}. Confirm your e-mail address to start using the portal.',
      action: 'Verify my e-mail',
    },
    reset: {
      subject: 'Reset your password',
      intro: 'Somebody asked to reset the password of your {app} account. If it was you, choose a new password.',
      action: 'Choose a new password',
    },
    change: {
      subject: 'Confirm your new e-mail address',
      intro: 'Confirm that this is the new e-mail address of your {app} account.',
      action: 'Confirm the new address',
    },
    otp: {
      subject: 'Your sign-in code',
      intro: 'Somebody asked to sign in to your {app} account with a code sent by e-mail. If it was you, open the link or type the code {code} on the login page within 10 minutes.',
      action: 'Sign in',
    },
    ignore: 'If you did not ask for this, ignore this message.',
    signature: 'The {app} team',
  },
  it: {
    verification: {
      subject: 'Verifica il tuo indirizzo e-mail',
      intro: 'Grazie per esserti registrato su {app}. Conferma il tuo indirizzo e-mail per iniziare a usare il portale.',
      action: 'Verifica la mia e-mail',
    },
    reset: {
      subject: 'Reimposta la password',
      intro: 'È stato chiesto di reimpostare la password del tuo account {app}. Se sei stato tu, scegli una nuova password.',
      action: 'Scegli una nuova password',
    },
    change: {
      subject: 'Conferma il nuovo indirizzo e-mail',
      intro: 'Conferma che questo è il nuovo indirizzo e-mail del tuo account {app}.',
      action: 'Conferma il nuovo indirizzo',
    },
    otp: {
      subject: 'Il tuo codice di accesso',
      intro: 'È stato chiesto di accedere al tuo account {app} con un codice inviato per e-mail. Se sei stato tu, apri il link o inserisci il codice {code} nella pagina di accesso entro 10 minuti.',
      action: 'Accedi',
    },
    ignore: 'Se non hai richiesto questa operazione, ignora questo messaggio.',
    signature: 'Il team di {app}',
  },
};

const ROUTES = {
  verification: '/auth/email-verification/',
  reset: '/auth/password-reset/',
  change: '/auth/email-change/',
  otp: '/auth/sign-in/',
};

/**
 * Rewrites e.message for the given kind in the user's language. The sign-in code's link carries the
 * code's id and the code (/auth/sign-in/{otpId}/{code}); the other links carry the token.
 * @param {core.MailerRecordEvent} e
 * @param {'verification' | 'reset' | 'change' | 'otp'} kind
 */
function localize(e, kind) {
  const { escapeHtml } = require(`${__hooks}/lib/html.js`);
  const settings = e.app.settings();
  const app = settings.meta.appName;
  const lang = e.record.getString('lang') === 'it' ? 'it' : 'en';
  const t = TEXT[lang];
  const k = t[kind];
  const code = String((e.meta && e.meta.password) || '');
  const fill = (/** @type {string} */ s) => s.replace(/\{app\}/g, escapeHtml(app)).replace(/\{code\}/g, escapeHtml(code));
  const tail = kind === 'otp' ? encodeURIComponent(String(e.meta.otpId || '')) + '/' + encodeURIComponent(code) : encodeURIComponent(String(e.meta.token || ''));
  const link = settings.meta.appURL.replace(/\/$/, '') + ROUTES[kind] + tail;
  e.message.subject = '[' + app + '] ' + k.subject;
  e.message.html =
    '<p>' + fill(k.intro) + '</p>' +
    '<p><a href="' + link + '">' + escapeHtml(k.action) + '</a></p>' +
    '<p style="color:#555">' + escapeHtml(t.ignore) + '</p>' +
    '<p>' + fill(t.signature) + '</p>';
  e.message.text = fill(k.intro) + '\n\n' + k.action + ': ' + link + '\n\n' + t.ignore + '\n\n' + fill(t.signature);
}

module.exports = { TEXT, ROUTES, localize };
