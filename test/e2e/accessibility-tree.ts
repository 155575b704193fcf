import type { Page } from 'playwright-core';

/** What Chromium tells a screen reader about the first element matching `selector`. */
export interface AxNode {
  role: string;
  name: string;
  expanded?: boolean;
}

/**
 * The browser's own accessibility node for `selector` (Chromium's DevTools protocol): the role,
 * the accessible name as Chromium computes it, and whether it says it is expanded.
 */
export async function axNodeOf(page: Page, selector: string): Promise<AxNode> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) throw new Error(`nothing matches ${selector}`);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0]!;
    const expanded = node.properties?.find((property) => property.name === 'expanded');
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      ...(expanded ? { expanded: Boolean(expanded.value.value) } : {}),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * The text an element shows, as a sighted reader sees it: its text nodes that are drawn (a
 * visually hidden one, 1 px and clipped, is left out), joined by spaces. Runs in the page.
 */
export function visibleTextOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const box = node.parentElement?.getBoundingClientRect();
    const text = node.textContent?.trim();
    if (text && box && box.width > 1 && box.height > 1) parts.push(text);
  }
  return parts.join(' ');
}
