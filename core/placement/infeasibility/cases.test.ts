// One hand-made instance per reason, with the people, meetings, slots and counts it must name
// (docs/decisions/037), and the solver's answer carrying them.
import { describe, expect, it } from 'vitest';
import { explainInfeasibility, type InfeasibilityReason } from '../infeasibility.ts';
import { solvePlacement } from '../solve.ts';
import type { PlacementInstance, PlacementMeeting } from '../types.ts';

const day = (meetings: PlacementMeeting[], more: Partial<PlacementInstance> = {}): PlacementInstance => ({
  people: ['a', 'b', 'c', 'd', 'e', 'f'],
  meetings,
  slots: 4,
  tables: 3,
  ...more,
});
const reason = (code: InfeasibilityReason['code'], rest: Partial<InfeasibilityReason>): InfeasibilityReason => ({
  code,
  people: [],
  meetings: [],
  slots: [],
  ...rest,
});

const cases: [string, PlacementInstance, InfeasibilityReason[], number?][] = [
  [
    'two fixed meetings of one person in one slot',
    day([
      { a: 'a', b: 'b', fixed: 2 },
      { a: 'a', b: 'c', fixed: 2 },
    ]),
    [reason('fixed_person_clash', { people: ['a'], meetings: [0, 1], slots: [2] })],
  ],
  [
    'more fixed meetings in a slot than tables',
    day(
      [
        { a: 'a', b: 'b', fixed: 1 },
        { a: 'c', b: 'd', fixed: 1 },
      ],
      { tables: [2, 1, 2, 2] },
    ),
    [reason('fixed_over_tables', { meetings: [0, 1], slots: [1], counts: { tables: 1, fixed: 2 } })],
  ],
  [
    'a fixed meeting when one of its people is away',
    day([{ a: 'a', b: 'b', fixed: 0 }], { forbidden: { b: [0, 3] } }),
    [reason('fixed_when_away', { people: ['b'], meetings: [0], slots: [0] })],
  ],
  [
    'a fixed meeting outside its session, and one off the day',
    day([
      { a: 'a', b: 'b', allowed: [0, 1], fixed: 3 },
      { a: 'c', b: 'd', fixed: 9 },
    ]),
    [
      reason('fixed_outside_allowed', { meetings: [0], slots: [3], counts: { slot: 3 } }),
      reason('fixed_outside_allowed', { meetings: [1], counts: { slot: 9 } }),
    ],
  ],
  [
    'a meeting whose people are away in every slot of its session',
    day([{ a: 'a', b: 'b', allowed: [0, 1] }], { forbidden: { a: [0], b: [1] } }),
    [reason('no_slot_left', { people: ['a', 'b'], meetings: [0], slots: [0, 1] })],
  ],
  [
    'a meeting squeezed out by meetings with one slot each',
    day([
      { a: 'a', b: 'b', allowed: [0] },
      { a: 'c', b: 'd', allowed: [1] },
      { a: 'a', b: 'c', allowed: [0, 1] },
    ]),
    [reason('no_slot_left', { people: ['a', 'c'], meetings: [2, 0, 1], slots: [0, 1], counts: { meetings: 3 } })],
  ],
  [
    'a person with more meetings than slots they are free in',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'c', b: 'a' },
        { a: 'a', b: 'd' },
      ],
      { slots: 3, forbidden: { a: [1] } },
    ),
    [
      reason('person_overbooked', {
        people: ['a'],
        meetings: [0, 1, 2],
        slots: [0, 2],
        counts: { meetings: 3, slots: 2 },
      }),
    ],
  ],
  [
    'a person whose meetings the precedences push into too few slots',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'a', b: 'c' },
        { a: 'a', b: 'd' },
        { a: 'a', b: 'e' },
        { a: 'b', b: 'f', allowed: [1] },
      ],
      {
        precedences: [
          [4, 0],
          [4, 1],
          [4, 2],
        ],
      },
    ),
    [
      reason('person_overbooked', {
        people: ['a'],
        meetings: [0, 1, 2],
        slots: [2, 3],
        counts: { meetings: 3, slots: 2, precedences: 3 },
      }),
    ],
  ],
  [
    "a person's morning meetings more than the morning's slots",
    day([
      { a: 'a', b: 'b', allowed: [0, 1] },
      { a: 'a', b: 'c', allowed: [0, 1] },
      { a: 'a', b: 'd', allowed: [0, 1] },
      { a: 'a', b: 'e' },
    ]),
    [
      reason('session_too_small', {
        people: ['a'],
        meetings: [0, 1, 2],
        slots: [0, 1],
        counts: { meetings: 3, slots: 2 },
      }),
    ],
  ],
  [
    'more meetings than slots times tables',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'c', b: 'd' },
        { a: 'e', b: 'f' },
        { a: 'a', b: 'c', allowed: [0] },
      ],
      { slots: 3, tables: 1 },
    ),
    [reason('tables_too_few', { meetings: [0, 1, 2, 3], slots: [0, 1, 2], counts: { meetings: 4, tables: 3 } })],
  ],
  [
    'two buyers whose six meetings the slots cannot hold, one per buyer and table',
    {
      people: ['b1', 'b2', 's1', 's2', 's3', 's4', 's5', 's6'],
      meetings: ['s1', 's2', 's3', 's4', 's5', 's6'].map((s, k) => ({ a: k < 3 ? 'b1' : 'b2', b: s })),
      slots: 3,
      tables: [4, 1, 1],
    },
    [
      reason('group_overbooked', {
        people: ['b1', 'b2'],
        // The first five already do not fit: the witness is the smallest set the search saw.
        meetings: [0, 1, 2, 3, 4],
        slots: [0, 1, 2],
        counts: { meetings: 5, capacity: 4 },
      }),
    ],
  ],
  [
    'three people meeting each other in two slots',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'b', b: 'c' },
        { a: 'c', b: 'a' },
      ],
      { slots: 2 },
    ),
    [
      reason('group_overbooked', {
        people: ['a', 'b', 'c'],
        meetings: [0, 1, 2],
        slots: [0, 1],
        counts: { meetings: 3, slots: 2 },
      }),
    ],
  ],
  [
    'precedences in a cycle',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'c', b: 'd' },
        { a: 'e', b: 'f' },
      ],
      {
        precedences: [
          [0, 1],
          [1, 2],
          [2, 0],
        ],
      },
    ),
    [reason('precedence_cycle', { meetings: [0, 1, 2], counts: { meetings: 3 } })],
  ],
  [
    'a chain of precedences longer than its slots',
    day(
      [
        { a: 'a', b: 'b' },
        { a: 'c', b: 'd', allowed: [0, 1, 2] },
        { a: 'e', b: 'f', allowed: [0, 1, 2] },
      ],
      {
        precedences: [
          [0, 1],
          [1, 2],
        ],
        forbidden: { a: [0] },
      },
    ),
    [
      reason('precedence_chain_too_long', {
        meetings: [0, 1, 2],
        slots: [0, 1, 2, 3],
        counts: { meetings: 3, slots: 4 },
      }),
    ],
  ],
  [
    'a person who cannot stay within the breaks allowed',
    day([
      { a: 'a', b: 'b', allowed: [0] },
      { a: 'a', b: 'c', allowed: [2] },
    ]),
    [reason('fairness_unreachable', { people: ['a'], meetings: [0, 1], counts: { breaks: 0 } })],
    0,
  ],
  [
    'a meeting of a person with themself',
    day([{ a: 'a', b: 'b', third: 'a' }]),
    [reason('person_meets_themself', { people: ['a'], meetings: [0] })],
  ],
];

describe('explainInfeasibility names what makes each plan impossible', () => {
  for (const [name, instance, expected, d] of cases) {
    it(name, () => {
      expect(explainInfeasibility(instance, { maxBreaksPerPerson: d })).toEqual(expected);
      const solved = solvePlacement(instance, { maxBreaksPerPerson: d, timeBudgetMs: 20 });
      expect(solved.status).toBe('infeasible');
      expect(solved.infeasibility).toEqual(expected);
      expect(solved.reasons.length).toBe(expected.length);
      if (expected[0].counts?.precedences) expect(solved.reasons[0].reason).toMatch(/given the 3 precedences/);
    });
  }
  it('gives no reason when a plan exists, and none for fairness without a limit', () => {
    const [, instance] = cases.find(([name]) => name.startsWith('a person who cannot'))!;
    expect(explainInfeasibility(instance)).toEqual([]);
    expect(solvePlacement(instance, { timeBudgetMs: 20 }).infeasibility).toEqual([]);
  });
  it("answers 'no_plan_exists' when the exact search proves what no quick reason shows", () => {
    // Found by the property test: the single-slot meetings leave p0, p1 and p2 three meetings for
    // slots 0 and 1, which only a precedence shows.
    const instance: PlacementInstance = {
      people: ['p0', 'p1', 'p2', 'p3'],
      meetings: [
        { a: 'p3', b: 'p0', allowed: [2, 3] },
        { a: 'p3', b: 'p1', allowed: [2, 3] },
        { a: 'p0', b: 'p2' },
        { a: 'p1', b: 'p0' },
        { a: 'p1', b: 'p2' },
      ],
      slots: 4,
      tables: 2,
      forbidden: { p0: [2] },
      precedences: [[4, 1]],
    };
    expect(explainInfeasibility(instance)).toEqual([]);
    const solved = solvePlacement(instance, { timeBudgetMs: 20 });
    expect(solved.status).toBe('infeasible');
    expect(solved.infeasibility).toEqual([reason('no_plan_exists', {})]);
  });
});
