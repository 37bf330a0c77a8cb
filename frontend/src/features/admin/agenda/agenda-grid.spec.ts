import { spanStretches, type HourGrid } from './agenda-grid';

const grid: HourGrid = { start: 9 * 60, end: 19 * 60, hours: [] };

describe('stretches of a day on the grid', () => {
  it('places each in minutes from the top, cut to the grid, those outside it left out', () => {
    const spans = [
      { id: 'a', from: '10:00', to: '12:30' },
      { id: 'b', from: '00:00', to: '24:00' },
      { id: 'c', from: '07:00', to: '08:30' },
      { id: 'd', from: '18:30', to: '20:00' },
    ];
    expect(spanStretches(spans, grid)).toEqual([
      { id: 'a', from: '10:00', to: '12:30', top: 60, height: 150 },
      { id: 'b', from: '00:00', to: '24:00', top: 0, height: 600 },
      { id: 'd', from: '18:30', to: '20:00', top: 570, height: 30 },
    ]);
  });
});
