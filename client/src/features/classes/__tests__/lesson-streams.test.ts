import { describe, expect, it } from 'vitest';
import { viewClassesContent as hindi } from '@/content/hi/classes.ts';
import { browserSavesData } from '../data-saver.ts';
import {
  costText,
  formatBytes,
  qualitiesFor,
  settledQuality,
  sourceFor,
  type LessonMedia,
} from '../lesson-streams.ts';

const BASE = 'https://academy.example/media/hls/grant.signature/';
const ORIGINAL = 'https://academy.example/media/grant.signature/Lesson.webm';

/** A 10-minute lesson prepared in the whole ladder. */
const ready: LessonMedia = {
  hlsUrl: `${BASE}master.m3u8`,
  audioUrl: `${BASE}audio/index.m3u8`,
  durationS: 600,
  originalBytes: 180_000_000,
  renditions: [
    { label: '240p', height: 240, bitrateKbps: 300, bytes: 23_400_000 },
    { label: '480p', height: 480, bitrateKbps: 800, bytes: 61_000_000 },
    { label: '720p', height: 720, bitrateKbps: 2000, bytes: 151_000_000 },
    { label: 'audio', height: null, bitrateKbps: 64, bytes: 4_900_000 },
  ],
};
const notReady: LessonMedia = {
  hlsUrl: null,
  audioUrl: null,
  durationS: null,
  originalBytes: 26_400_000,
  renditions: [],
};

describe('qualitiesFor', () => {
  it('offers Auto, every picture and audio only', () => {
    expect(qualitiesFor(ready, false)).toEqual(['auto', '240p', '480p', '720p', 'audio']);
  });
  it('offers 240p and audio only with the data saver', () => {
    expect(qualitiesFor(ready, true)).toEqual(['240p', 'audio']);
  });
  it('offers nothing before the renditions are ready', () => {
    expect(qualitiesFor(notReady, false)).toEqual([]);
    expect(qualitiesFor(null, true)).toEqual([]);
  });
});

describe('settledQuality', () => {
  it('keeps a choice still offered, else takes the first offered', () => {
    expect(settledQuality('audio', ['240p', 'audio'])).toBe('audio');
    expect(settledQuality('720p', ['240p', 'audio'])).toBe('240p');
    expect(settledQuality('auto', [])).toBe('auto');
  });
});

describe('sourceFor', () => {
  it('plays the master for Auto, a rendition playlist for a fixed quality, audio alone', () => {
    expect(sourceFor(ready, 'auto', ORIGINAL)).toEqual({ url: `${BASE}master.m3u8`, hls: true });
    expect(sourceFor(ready, '480p', ORIGINAL)).toEqual({
      url: `${BASE}480p/index.m3u8`,
      hls: true,
    });
    expect(sourceFor(ready, 'audio', ORIGINAL)).toEqual({
      url: `${BASE}audio/index.m3u8`,
      hls: true,
    });
  });
  it('plays the original until the renditions are ready', () => {
    expect(sourceFor(notReady, 'auto', ORIGINAL)).toEqual({ url: ORIGINAL, hls: false });
    expect(sourceFor(null, '240p', ORIGINAL)).toEqual({ url: ORIGINAL, hls: false });
  });
});

describe('costText', () => {
  it('says what the chosen quality costs beside the largest picture', () => {
    expect(costText(ready, '240p', false)).toBe('23 MB at 240p, 151 MB at 720p');
    expect(costText(ready, 'audio', true)).toBe('4.9 MB audio only, 151 MB at 720p');
    expect(costText(ready, '720p', false)).toBe('151 MB at 720p');
  });
  it('counts Auto as the largest picture allowed', () => {
    expect(costText(ready, 'auto', false)).toBe('151 MB at 720p');
  });
  it('gives the original size before the renditions are ready', () => {
    expect(costText(notReady, 'auto', true)).toBe('26 MB (original file)');
    expect(costText(null, 'auto', false)).toBeNull();
  });
  it("says it in the words given (the page's language)", () => {
    const { costParts } = hindi;
    expect(costText(ready, '240p', false, costParts)).toBe(
      `${costParts.at('23 MB', '240p')}, ${costParts.at('151 MB', '720p')}`,
    );
    expect(costText(ready, 'audio', true, costParts)).toBe(
      `${costParts.audioOnly('4.9 MB')}, ${costParts.at('151 MB', '720p')}`,
    );
    expect(costText(notReady, 'auto', true, costParts)).toBe(costParts.original('26 MB'));
  });
});

describe('formatBytes', () => {
  it('writes kilobytes below a megabyte, one decimal below ten', () => {
    expect(formatBytes(400)).toBe('1 KB');
    expect(formatBytes(153_600)).toBe('154 KB');
    expect(formatBytes(3_140_000)).toBe('3.1 MB');
    expect(formatBytes(12_400_000)).toBe('12 MB');
  });
});

describe('browserSavesData', () => {
  const on = (connection: object | undefined) =>
    browserSavesData({ connection } as unknown as Navigator);
  it('is on for Save-Data and for 2G or 3G connections', () => {
    expect(on({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(on({ saveData: false, effectiveType: '3g' })).toBe(true);
    expect(on({ effectiveType: '2g' })).toBe(true);
    expect(on({ effectiveType: 'slow-2g' })).toBe(true);
  });
  it('is off on 4G and where the browser does not say', () => {
    expect(on({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(on(undefined)).toBe(false);
  });
});
