// What a calibration round's reference performance is: a video from the library or a couple performing
// live; shared by the supervisor's panel and the tablet.
export type CalibrationSource = 'video' | 'live';
