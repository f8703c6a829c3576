import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Toast } from 'primereact/toast';
import { attachToastSink } from '@/lib/toast';
import { isLanguage } from '@/lib/languages';
import { setPrimeLanguage } from '@/lib/primereact';
import './prime';

/** The PrimeReact Toast that shows lib/toast messages; loaded on the first toast, also on the home page. */
export default function ToastOutlet() {
  const ref = useRef<Toast>(null);
  const { i18n } = useTranslation('common');
  const lng = isLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => setPrimeLanguage(lng), [lng]);
  useEffect(() => attachToastSink((m) => ref.current?.show(m)), []);
  return <Toast ref={ref} position="top-right" className="app-toast" />;
}
