import type { Meta, StoryObj } from '@storybook/react-vite';
import DataTableExample from '../charts/a11y-data-table';
import { colorModeArgType, colorModeArgs } from './colorMode';

const meta = {
  title: 'Partition/Partition data table',
  component: DataTableExample,
  args: { ...colorModeArgs, ownCaption: true },
  argTypes: { ...colorModeArgType },
} satisfies Meta<typeof DataTableExample>;

export default meta;

export const Default: StoryObj<typeof meta> = {};
