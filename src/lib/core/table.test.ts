import { describe, expect, it, vi } from 'vitest';
import type { DataTableStateEvent } from 'primereact/datatable';
import { PAGE_SIZE } from './constants';
import { pagedTableProps } from './table';

describe('pagedTableProps', () => {
  it('shows the page asked for (pages from 1) and a paginator only when there is more than one page', () => {
    const onPage = vi.fn();
    const p = pagedTableProps(2, PAGE_SIZE + 5, onPage);
    expect(p).toMatchObject({ lazy: true, dataKey: 'id', paginator: true, rows: PAGE_SIZE, first: PAGE_SIZE, totalRecords: PAGE_SIZE + 5, responsiveLayout: 'stack' });
    p.onPage({ page: 0 } as DataTableStateEvent);
    expect(onPage).toHaveBeenCalledWith(1);
    expect(pagedTableProps(1, PAGE_SIZE, onPage).paginator).toBe(false);
  });
});
