// The team's worked hours per day as bars; its own chunk, loaded with the averages (the chart library is large).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface AveragesChartProps {
  data: { day: string; hours: number }[];
  label: string;
  unit: string;
}

export default function AveragesChart({ data, label, unit }: AveragesChartProps) {
  return (
    <BarChart
      h={220}
      data={data}
      dataKey="day"
      series={[{ name: 'hours', label, color: 'blue.7' }]}
      unit={` ${unit}`}
      valueFormatter={(value) => value.toFixed(1)}
      withTooltip
      tickLine="none"
      gridAxis="y"
      // The chart is a picture of the table below it: hidden from assistive technology, and out of the tab order.
      barChartProps={{ accessibilityLayer: false }}
      aria-hidden
    />
  );
}
