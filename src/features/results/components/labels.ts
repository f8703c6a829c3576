// The poule and couple names of the results screens: one source for every feature (lib/pouleLabels).
export { categoryLabel, coupleLabel, pouleLabel, type PouleLike } from '@/lib/pouleLabels';
