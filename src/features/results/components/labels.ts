// The poule and couple names of the results screens: one source for every feature (lib/domain/pouleLabels).
export { categoryLabel, coupleLabel, pouleLabel, type PouleLike } from '@/lib/domain/pouleLabels';
