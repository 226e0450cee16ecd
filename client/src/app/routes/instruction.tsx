import { instructionContent } from '@/content/instruction.ts';
import { InstructionCards } from '@/features/marketing/components/instruction-cards.tsx';
import { usePageTitle } from '@/lib/page-title.ts';

export default function InstructionPage() {
  usePageTitle(instructionContent.title, instructionContent.metaDescription);
  return <InstructionCards />;
}
