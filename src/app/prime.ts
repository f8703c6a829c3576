// PrimeReact styles: imported only by lazily loaded modules (layout, toast outlet), never by the entry.
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import '@/styles/prime-overrides.css';
import '@/styles/prime-complements.css';
