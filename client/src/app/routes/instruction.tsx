import { InstructionCards } from '@/features/marketing/components/instruction-cards.tsx';

export default function InstructionPage() {
  return <InstructionCards />;
}
