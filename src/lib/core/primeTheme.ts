// PrimeReact's full theme and global settings (ripple on, its own texts in the UI language), for every
// page that renders PrimeReact components: the route table loads it with each page but the light
// public ones, which paint with prime-public.css only (loadPrimeTheme for their lazy PrimeReact parts).
// Global settings instead of a <PrimeReactProvider>: the components read them when no provider is there.
import PrimeReact from 'primereact/api';
import 'primeicons/primeicons.css';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import '@/styles/prime-overrides.css';
import '@/styles/prime-complements.css';
import { i18n } from './i18n';
import { isLanguage } from './languages';
import { setPrimeLanguage } from './primereact';

PrimeReact.ripple = true;
const followLanguage = (lng: string) => setPrimeLanguage(isLanguage(lng) ? lng : 'en');
followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
