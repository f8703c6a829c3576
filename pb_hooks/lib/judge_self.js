// @ts-check
/// <reference path="../env.d.ts" />
// A judge's own page (docs/judging.md "A judge's own page"): what the account linked to a judge
// (`judges.user`) reads about that judge, and the mail before a qualification lapses.

/** Days before a qualification lapses that its reminder is mailed. */
const REMIND_DAYS = 30;

const MAIL_TEXT = {
  en: {
    subject: 'Your {kata} qualification lapses on {date}',
    digestSubject: '{n} of your judging qualifications lapse soon',
    intro: 'Dear {name}, these judging qualifications lapse within {days} days:',
    line: '<strong>{kata}</strong> ({level}): valid until {date}',
    levels: { regional: 'regional', national: 'national', international: 'international' },
    action: 'Open my judging',
  },
  it: {
    subject: 'La tua qualifica per {kata} scade il {date}',
    digestSubject: '{n} tue qualifiche di giudice scadono a breve',
    intro: 'Gentile {name}, queste qualifiche di giudice scadono entro {days} giorni:',
    line: '<strong>{kata}</strong> ({level}): valida fino al {date}',
    levels: { regional: 'regionale', national: 'nazionale', international: 'internazionale' },
    action: 'Apri il mio arbitraggio',
  },
};

/**
 * The judge linked to the account, or null.
 * @param {CoreApp} app
 * @param {string} userId
 */
function judgeOf(app, userId) {
  if (!userId) return null;
  try {
    return app.findFirstRecordByFilter('judges', 'user = {:u}', { u: userId });
  } catch (_) {
    return null;
  }
}

/** YYYY-MM-DD of a time (UTC). @param {number} ms */
function dayAt(ms) {
  return require(`${__hooks}/lib/rules/qualification.js`).dayOf(new Date(ms).toISOString());
}

/**
 * Only admins link or unlink an account: a link opens the judge's record to that account.
 * @param {core.RecordRequestEvent} e
 * @param {boolean} linking whether the request sets or changes `user`
 */
function requireAdminLink(e, linking) {
  if (linking && !require(`${__hooks}/lib/access.js`).isAdmin(e)) {
    require(`${__hooks}/lib/util.js`).fieldError('user', 'judge_link_admin', 'Only administrators link a judge to an account.');
  }
}

/**
 * The seats the judge holds at competitions to come (not a draft, not archived, not over), each with
 * the published poules of its tatami in running order: the judge's panels.
 * @param {CoreApp} app
 * @param {string} judgeId
 * @param {number} now
 */
function panelsOf(app, judgeId, now) {
  const seats = arrayOf(new DynamicModel({ seat: 0, tatami: 0, shadow: false, competition: '', name: '', date: '', endDate: '', location: '' }));
  app.db()
    .newQuery(
      'SELECT s.seat AS seat, s.tatami AS tatami, s.shadow AS shadow, c.id AS competition, c.name AS name, c.date AS date, c.endDate AS endDate, c.location AS location ' +
        "FROM seats s JOIN competitions c ON c.id = s.competition WHERE s.judge = {:j} AND c.status NOT IN ('draft', 'archived') " +
        "AND substr(CASE WHEN c.endDate != '' THEN c.endDate ELSE c.date END, 1, 10) >= {:today} ORDER BY c.date, c.id, s.tatami, s.seat",
    )
    .bind({ j: judgeId, today: dayAt(now) })
    .all(seats);
  return seats.map((s) => {
    const poules = arrayOf(new DynamicModel({ id: '', name: '', kata: '', phase: '', startsAt: '', circuit: '' }));
    // Poule 0 (no tatami yet) runs on tatami 1, as the seats' own rules read it.
    app.db()
      .newQuery(
        "SELECT p.id AS id, p.name AS name, p.kata AS kata, p.phase AS phase, p.startsAt AS startsAt, COALESCE(ci.name, '') AS circuit FROM poules p LEFT JOIN circuits ci ON ci.id = p.circuit " +
          'WHERE p.competition = {:c} AND p.published = TRUE AND (p.tatami = {:t} OR (p.tatami = 0 AND {:t} = 1)) ORDER BY p.startsAt, p.name, p.id',
      )
      .bind({ c: s.competition, t: s.tatami })
      .all(poules);
    return {
      competition: { id: s.competition, name: s.name, date: s.date, endDate: s.endDate, location: s.location },
      tatami: s.tatami,
      seat: s.seat,
      shadow: s.shadow,
      poules: poules.map((p) => ({ id: p.id, name: p.name, kata: p.kata, phase: p.phase, startsAt: p.startsAt, circuit: p.circuit })),
    };
  });
}

/**
 * Everything the linked account reads about its judge: the judge, the qualifications, the panels to
 * come and the judge's own consistency and reference figures over every competition judged.
 * @param {CoreApp} app
 * @param {core.Record} judge
 * @param {number} now
 */
function mine(app, judge, now) {
  const consistency = require(`${__hooks}/lib/consistency.js`);
  const qualifications = app.findRecordsByFilter('judge_qualifications', 'judge = {:j}', 'kata', 0, 0, { j: judge.id }).map((q) => ({
    id: q.id,
    kata: q.getString('kata'),
    level: q.getString('level'),
    validUntil: q.getString('validUntil'),
  }));
  return {
    judge: { id: judge.id, name: judge.getString('name'), club: judge.getString('club') },
    qualifications: qualifications,
    panels: panelsOf(app, judge.id, now),
    figures: consistency.rowsFor(app, [judge.id])[0] || null,
    panelDistance: consistency.distanceSetting(),
    referenceTolerance: require(`${__hooks}/lib/reference.js`).toleranceSetting(),
  };
}

/**
 * The qualifications of linked judges lapsing within REMIND_DAYS that were not yet reminded for their
 * date: each marked (`remindedFor` = its `validUntil`) and handed to the coalesced mails, one key per
 * account, so several lapsing together make one digest. A renewal (a new date) is reminded again.
 * Valid until a day means through that day: lapsing on day D is reminded from D − 30 on.
 * @param {CoreApp} app
 * @param {number} now
 * @returns {number} how many were reminded
 */
function remindLapsing(app, now) {
  if (!app.settings().smtp.enabled) return 0;
  const rows = arrayOf(new DynamicModel({ id: '', kata: '', level: '', validUntil: '', user: '' }));
  app.db()
    .newQuery(
      'SELECT q.id AS id, q.kata AS kata, q.level AS level, q.validUntil AS validUntil, j.user AS user FROM judge_qualifications q JOIN judges j ON j.id = q.judge ' +
        "WHERE j.user != '' AND substr(q.validUntil, 1, 10) >= {:today} AND substr(q.validUntil, 1, 10) <= {:horizon} AND q.remindedFor != q.validUntil ORDER BY q.validUntil, q.id",
    )
    .bind({ today: dayAt(now), horizon: dayAt(now + REMIND_DAYS * 86400000) })
    .all(rows);
  const digest = require(`${__hooks}/lib/digest.js`);
  let n = 0;
  rows.forEach((r) => {
    // Marked first, in its own statement guarded by the date: a second run never mails it again.
    const res = app.db().newQuery('UPDATE judge_qualifications SET remindedFor = validUntil WHERE id = {:id} AND remindedFor != validUntil').bind({ id: r.id }).execute();
    if (!res.rowsAffected()) return;
    n++;
    const items = digest.admit(app, 'qualification:' + r.user, { kata: r.kata, level: r.level, validUntil: r.validUntil });
    if (items) sendReminder(app, r.user, items);
  });
  return n;
}

/**
 * One reminder, or a digest of several, to the judge's account in its language (a failure is logged).
 * @param {CoreApp} app
 * @param {string} userId
 * @param {{ kata?: string, level?: string, validUntil?: string }[]} items
 */
function sendReminder(app, userId, items) {
  const { escapeHtml, fill, textsIn } = require(`${__hooks}/lib/html.js`);
  try {
    const settings = app.settings();
    const user = app.findRecordById('users', userId);
    const lang = user.getString('lang') === 'it' ? 'it' : 'en';
    const t = textsIn(MAIL_TEXT, lang);
    const katas = require(`${__hooks}/lib/katas.js`);
    /** @param {string} slug */
    const kataName = (slug) => {
      const k = katas.kataOf(app, slug);
      return (k && (k.getString(lang === 'it' ? 'nameIt' : 'nameEn') || k.getString('nameEn'))) || slug;
    };
    /** @param {string} v */
    const date = (v) => {
      const d = String(v || '').slice(0, 10);
      return lang === 'it' ? d.slice(8, 10) + '/' + d.slice(5, 7) + '/' + d.slice(0, 4) : d;
    };
    const judge = judgeOf(app, userId);
    const name = (judge && judge.getString('name')) || user.getString('name') || user.getString('username');
    const lines = items.map((it) => '<li>' + fill(t.line, { kata: escapeHtml(kataName(String(it.kata))), level: /** @type {any} */ (t.levels)[String(it.level)] || escapeHtml(String(it.level)), date: date(String(it.validUntil)) }) + '</li>');
    const link = settings.meta.appURL.replace(/\/$/, '') + '/reserved/judging';
    const first = items[0] || {};
    app.newMailClient().send(
      new MailerMessage({
        from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
        to: [{ address: user.email() }],
        subject:
          '[' + settings.meta.appName + '] ' +
          (items.length > 1 ? fill(t.digestSubject, { n: String(items.length) }) : fill(t.subject, { kata: kataName(String(first.kata)), date: date(String(first.validUntil)) })),
        html: '<p>' + fill(t.intro, { name: escapeHtml(name), days: String(REMIND_DAYS) }) + '</p><ul>' + lines.join('') + '</ul><p><a href="' + link + '">' + t.action + '</a></p>',
      }),
    );
  } catch (err) {
    app.logger().warn('qualification reminder failed', 'error', String(err));
  }
}

module.exports = { REMIND_DAYS, requireAdminLink, judgeOf, panelsOf, mine, remindLapsing, sendReminder };
