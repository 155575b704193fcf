/**
 * Photos shown in lists and profiles are read through presigned links. A link signed afresh on
 * every request differs every time, so a browser downloads the same photo again on each page
 * (costly on slow, metered networks), and signing fifteen links costs a search 10-20 ms of CPU.
 * Signed from the start of a fixed window instead, one photo has one link for the whole window:
 * browsers cache it and an instance signs it once. The link stays valid for at least `seconds`
 * from any moment of the window, at most `seconds` + one window.
 */
export const LINK_WINDOW_SECONDS = 3600;
/** Links remembered per instance: enough for every photo a busy instance shows in a window. */
const REMEMBERED = 10_000;

export interface LinkSigning {
  signingDate: Date;
  expiresIn: number;
}

/** The signing parameters shared by every request of `now`'s window. */
export function windowSigning(now: number, seconds: number): LinkSigning {
  const windowMs = LINK_WINDOW_SECONDS * 1000;
  return {
    signingDate: new Date(Math.floor(now / windowMs) * windowMs),
    expiresIn: seconds + LINK_WINDOW_SECONDS,
  };
}

/** Remembers each key's link for its window; a new window signs again. */
export function stableLinks(sign: (key: string, signing: LinkSigning) => Promise<string>) {
  const links = new Map<string, { from: number; link: Promise<string> }>();
  return (key: string, seconds: number, now = Date.now()) => {
    const signing = windowSigning(now, seconds);
    const from = signing.signingDate.getTime();
    const id = `${seconds}:${key}`;
    const known = links.get(id);
    if (known?.from === from) return known.link;
    if (links.size >= REMEMBERED) links.clear();
    const link = sign(key, signing);
    links.set(id, { from, link });
    // A failed signing is not remembered: the next request tries again.
    link.catch(() => links.delete(id));
    return link;
  };
}
