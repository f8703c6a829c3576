// The props every list of server pages gives its DataTable: pages of PAGE_SIZE loaded one at a time
// (lazy), page numbers from 1, rows stacked into cards below 960 px (add className
// "stack-table" and import components/stack-table.css).
import type { DataTableStateEvent } from 'primereact/datatable';
import { PAGE_SIZE, TABLE_STACK_BREAKPOINT } from './constants';

export function pagedTableProps(page: number, total: number, onPage: (page: number) => void) {
  return {
    dataKey: 'id',
    lazy: true,
    paginator: total > PAGE_SIZE,
    rows: PAGE_SIZE,
    first: (page - 1) * PAGE_SIZE,
    totalRecords: total,
    onPage: (e: DataTableStateEvent) => onPage((e.page ?? 0) + 1),
    responsiveLayout: 'stack' as const,
    breakpoint: TABLE_STACK_BREAKPOINT,
  };
}
