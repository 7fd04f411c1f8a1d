// Hours per day as bars. Screens load it lazily as its own chunk: the chart library is large.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../lib/format';

export interface HoursBarChartProps {
  /** One bar per day: its axis label and the seconds worked. */
  days: { day: string; seconds: number }[];
  label: string;
  unit: string;
  height: number;
  /** The chart only pictures a table shown with it: hide it from assistive technology and the tab order. */
  decorative?: boolean;
}

export default function HoursBarChart({ days, label, unit, height, decorative = false }: HoursBarChartProps) {
  const { i18n } = useTranslation();
  return (
    <BarChart
      h={height}
      data={days.map(({ day, seconds }) => ({ day, hours: Math.round((seconds / 3600) * 10) / 10 }))}
      dataKey="day"
      series={[{ name: 'hours', label, color: 'blue.7' }]}
      unit={` ${unit}`}
      valueFormatter={(value) => formatDecimal(value, i18n.language)}
      withTooltip
      tickLine="none"
      gridAxis="y"
      {...(decorative ? { barChartProps: { accessibilityLayer: false }, 'aria-hidden': true } : {})}
    />
  );
}
