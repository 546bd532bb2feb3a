/**
 * Partition data table
 * A two-ring sunburst of support tickets, whose hidden data table a screen reader reads row by row.
 */
import React from 'react';
import { Chart, LIGHT_THEME, Partition, PartitionLayout, Settings, type Theme } from '@elastic/charts';

interface TicketCount {
  channel: string;
  priority: string;
  tickets: number;
}

// Support tickets received in March 2025, by channel and priority.
const tickets: TicketCount[] = [
  { channel: 'Email', priority: 'High', tickets: 42 },
  { channel: 'Email', priority: 'Normal', tickets: 118 },
  { channel: 'Chat', priority: 'High', tickets: 35 },
  { channel: 'Chat', priority: 'Normal', tickets: 96 },
  { channel: 'Phone', priority: 'High', tickets: 51 },
  { channel: 'Phone', priority: 'Normal', tickets: 38 },
];

const COLORS: Record<string, string> = { Email: '#2A7FD4', Chat: '#0E8A86', Phone: '#DA6A00' };

interface DataTableExampleProps {
  baseTheme?: Theme;
  /** Caption the hidden table with `ariaTableCaption`; without it the library writes how many rows the table has. */
  ownCaption?: boolean;
}

export default function DataTableExample({ baseTheme = LIGHT_THEME, ownCaption = true }: DataTableExampleProps) {
  return (
    <Chart title="Tickets by channel">
      <Settings
        baseTheme={baseTheme}
        ariaTableCaption={ownCaption ? 'Support tickets in March 2025 by channel and priority' : undefined}
      />
      <Partition
        id="tickets"
        layout={PartitionLayout.sunburst}
        data={tickets}
        valueAccessor={(d: TicketCount) => d.tickets}
        // Also writes the table's Value column.
        valueFormatter={(v: number) => `${v} tickets`}
        layers={[
          {
            groupByRollup: (d: TicketCount) => d.channel,
            // Without a nodeLabel on the parent layer, 73.2.1 repeats each row's own label in the Parent column.
            nodeLabel: (channel) => String(channel),
            shape: { fillColor: (key) => COLORS[String(key)] ?? '#888888' },
          },
          {
            groupByRollup: (d: TicketCount) => d.priority,
            nodeLabel: (priority) => String(priority),
            // Normal priority is the paler half of its channel's colour.
            shape: {
              fillColor: (key, sortIndex, node) =>
                `${COLORS[String(node.parent.path.at(-1)?.value ?? '')] ?? '#888888'}${key === 'High' ? '' : '99'}`,
            },
          },
        ]}
      />
    </Chart>
  );
}
