// Hours worked per day as bars; loaded only when My hours is opened (the chart library is large).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface WorkedChartProps {
  data: { day: string; hours: number }[];
  label: string;
  unit: string;
}

export default function WorkedChart({ data, label, unit }: WorkedChartProps) {
  return (
    <BarChart
      h={180}
      data={data}
      dataKey="day"
      series={[{ name: 'hours', label, color: 'blue.7' }]}
      unit={` ${unit}`}
      valueFormatter={(value) => value.toFixed(1)}
      withTooltip
      tickLine="none"
      gridAxis="y"
    />
  );
}
