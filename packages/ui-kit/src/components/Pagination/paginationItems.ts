/**
 * The items a pager shows, the way react-paginate lays them out: `marginPages` pages at each
 * end, a window of `pageRange` pages around the current page, and `'break'` (drawn "…") for
 * each gap. A break that would hide a single page shows that page instead. Spec §2/§9:
 * page range 5, margin pages 2.
 *
 * @param page - current page, 1-based
 * @param pageCount - number of pages (0 or 1 gives at most one item)
 * @param pageRange - pages shown around the current one (default 5)
 * @param marginPages - pages always shown at each end (default 2)
 * @returns page numbers (1-based) and `'break'` markers, in order
 */
export function paginationItems(page: number, pageCount: number, pageRange = 5, marginPages = 2): (number | 'break')[] {
  if (pageCount <= 0) return [];
  const selected = Math.min(Math.max(page, 1), pageCount) - 1;
  if (pageCount <= pageRange) {
    return Array.from({ length: pageCount }, (_, index) => index + 1);
  }
  let leftSide = pageRange / 2;
  let rightSide = pageRange - leftSide;
  if (selected > pageCount - pageRange / 2) {
    rightSide = pageCount - selected;
    leftSide = pageRange - rightSide;
  } else if (selected < pageRange / 2) {
    leftSide = selected;
    rightSide = pageRange - leftSide;
  }
  const adjustedRightSide = selected === 0 && pageRange > 1 ? rightSide - 1 : rightSide;

  const raw: (number | 'break')[] = [];
  for (let index = 0; index < pageCount; index += 1) {
    const pageNumber = index + 1;
    const inMargin = pageNumber <= marginPages || pageNumber > pageCount - marginPages;
    const inWindow = index >= selected - leftSide && index <= selected + adjustedRightSide;
    if (inMargin || inWindow) {
      raw.push(pageNumber);
    } else if (raw.length > 0 && raw[raw.length - 1] !== 'break' && (pageRange > 0 || marginPages > 0)) {
      raw.push('break');
    }
  }

  // A break between two pages that are two apart hides exactly one page: show it instead.
  return raw.map((item, i) => {
    const before = raw[i - 1];
    const after = raw[i + 1];
    if (item === 'break' && typeof before === 'number' && typeof after === 'number' && after - before <= 2) {
      return after - 1;
    }
    return item;
  });
}
