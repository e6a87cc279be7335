// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  contrastingInk,
  featureColor,
  featureLabel,
  pinIcon,
  withAlpha,
  type ThemeColors,
} from './feature-look';

const shades = (name: string) => Array.from({ length: 10 }, (_, index) => `#${name}${index}`);
const colors: ThemeColors = { grape: shades('grape'), teal: shades('teal'), gray: shades('gray') };
const character = { id: 'd1', name: 'Mira', type: 'character' as const };
const location = { id: 'd2', name: 'Harbour', type: 'location' as const };

describe('how a feature looks', () => {
  it('takes its own colour first, then its document type’s, then the free-label colour', () => {
    expect(featureColor({ color: '#112233', document: character }, colors)).toBe('#112233');
    expect(featureColor({ color: null, document: character }, colors)).toBe('#grape6');
    expect(featureColor({ color: null, document: location }, colors)).toBe('#teal6');
    expect(featureColor({ color: null, document: null }, colors)).toBe('#gray6');
    expect(featureColor({ color: null, document: null }, {})).toBe('#868e96');
  });

  it('takes its own icon, else its document type’s, else a label', () => {
    expect(pinIcon({ icon: 'castle', document: location })).toBe('castle');
    expect(pinIcon({ icon: null, document: location })).toBe('pin');
    expect(pinIcon({ icon: null, document: null })).toBe('label');
  });

  it('is labelled with its name, else its document’s', () => {
    expect(featureLabel({ name: 'Old road', document: location })).toBe('Old road');
    expect(featureLabel({ name: '', document: location })).toBe('Harbour');
    expect(featureLabel({ name: '', document: null })).toBe('');
  });

  it('fills with a see-through colour and writes in the ink that reads on it', () => {
    expect(withAlpha('#ff8000', 0.25)).toBe('rgba(255, 128, 0, 0.25)');
    expect(contrastingInk('#ffffff')).toBe('#000000');
    expect(contrastingInk('#fcc419')).toBe('#000000');
    expect(contrastingInk('#1c7ed6')).toBe('#ffffff');
  });
});
