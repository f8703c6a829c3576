// A minimal CSS walker for the theme generators (generate-prime-overrides.mjs, generate-prime-public.mjs):
// yields { prelude, body, wrappers, layered } for each declaration block, keeping the @media and
// @supports wrappers around it and whether it sat in an @layer. Comments must be removed first.
export function* walk(text, wrappers = [], layered = false) {
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) return;
    const prelude = text.slice(i, open).trim();
    let depth = 1;
    let j = open + 1;
    while (j < text.length && depth) {
      if (text[j] === '{') depth++;
      else if (text[j] === '}') depth--;
      j++;
    }
    const body = text.slice(open + 1, j - 1);
    if (prelude.startsWith('@layer')) yield* walk(body, wrappers, true);
    else if (prelude.startsWith('@media') || prelude.startsWith('@supports')) yield* walk(body, [...wrappers, prelude], layered);
    else if (!prelude.startsWith('@')) yield { prelude, body: body.trim(), wrappers, layered };
    i = j;
  }
}
