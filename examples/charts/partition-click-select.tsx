/**
 * Click a slice to select it
 * A donut of monthly spending whose clicked slice becomes the page's selection: the other slices fade and a panel lists what the slice is made of.
 */
import React, { useCallback, useState } from 'react';
import {
  Chart,
  type ElementClickListener,
  LIGHT_THEME,
  Partition,
  PartitionLayout,
  type PartitionElementEvent,
  Settings,
  type Theme,
} from '@elastic/charts';

interface Expense {
  category: string;
  item: string;
  euros: number;
}

// One household's month, item by item (3,000 € in all).
const expenses: Expense[] = [
  { category: 'Housing', item: 'Rent', euros: 1150 },
  { category: 'Housing', item: 'Energy', euros: 140 },
  { category: 'Housing', item: 'Internet', euros: 40 },
  { category: 'Food', item: 'Groceries', euros: 520 },
  { category: 'Food', item: 'Restaurants', euros: 190 },
  { category: 'Transport', item: 'Train pass', euros: 96 },
  { category: 'Transport', item: 'Car', euros: 214 },
  { category: 'Leisure', item: 'Sport', euros: 60 },
  { category: 'Leisure', item: 'Trips', euros: 180 },
  { category: 'Savings', item: 'Savings', euros: 410 },
];

const COLORS: Record<string, string> = {
  Housing: '#6092c0',
  Food: '#54b399',
  Transport: '#d6bf57',
  Leisure: '#d36086',
  Savings: '#9170b8',
};

/** Amounts with a no-break space before the sign, so that a wrapped line never starts with "€". */
const euros = (v: number) => `${v.toLocaleString('en-GB')}\u00a0€`;

/** A colour as rgba() with the given opacity, for the slices that are not selected. */
function faded(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

interface ClickSelectExampleProps {
  baseTheme?: Theme;
  /** The category selected when the chart first draws; empty for none. */
  initialSelection?: string;
}

export default function ClickSelectExample({
  baseTheme = LIGHT_THEME,
  initialSelection = 'Food',
}: ClickSelectExampleProps) {
  const [selected, setSelected] = useState<string | null>(initialSelection || null);

  // A partition chart reports a click as one [layers, series] pair per slice under the pointer. `layers` runs from
  // the innermost ring to the clicked one: with one layer, its last entry is the clicked slice.
  const onElementClick = useCallback<ElementClickListener>((elements) => {
    const [layers] = (elements as PartitionElementEvent[])[0] ?? [];
    const clicked = layers?.[layers.length - 1]?.groupByRollup;
    if (clicked == null) return;
    // A second click on the selected slice clears the selection.
    setSelected((current) => (current === String(clicked) ? null : String(clicked)));
  }, []);

  const items = expenses.filter((e) => e.category === selected);
  const total = items.reduce((sum, e) => sum + e.euros, 0);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <div style={{ flex: 1, minHeight: 0 }}>
        <Chart title="Spending in May">
          <Settings
            baseTheme={baseTheme}
            // 16 px labels in both modes (DARK_THEME allows 64), and a hole: a donut.
            theme={{ partition: { maxFontSize: 16, emptySizeRatio: 0.4 } }}
            onElementClick={onElementClick}
          />
          <Partition
            id="spending"
            layout={PartitionLayout.sunburst}
            data={expenses}
            valueAccessor={(d: Expense) => d.euros}
            valueFormatter={euros}
            layers={[
              {
                groupByRollup: (d: Expense) => d.category,
                // The colour depends on the app's state: the chart redraws when `selected` changes.
                shape: {
                  fillColor: (key) => {
                    const color = COLORS[String(key)] ?? '#999999';
                    return selected === null || selected === key ? color : faded(color, 0.25);
                  },
                },
                fillLabel: { valueFormatter: () => '' },
              },
            ]}
          />
        </Chart>
      </div>
      <p
        aria-live="polite"
        style={{
          flex: 'none',
          margin: 0,
          padding: '6px 8px 0',
          fontSize: 13,
          lineHeight: 1.4,
          height: '2.8em',
          // The theme's text colour, so that the panel follows the light or dark theme the chart uses.
          color: baseTheme.axes.axisTitle.fill,
        }}
      >
        {selected === null ? (
          'Click a slice to see what it is made of.'
        ) : (
          <>
            <strong>
              {selected}, {euros(total)}:
            </strong>{' '}
            {items.map((e) => `${e.item} ${euros(e.euros)}`).join(' · ')}
          </>
        )}
      </p>
    </div>
  );
}
