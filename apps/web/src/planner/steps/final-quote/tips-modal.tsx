import { ClipboardList, Headset, MessageSquareReply, Presentation, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../ui/dialog.js';

const SECTIONS = [
  {
    icon: ClipboardList,
    title: 'Pre-exhibition planning',
    tips: [
      'Set measurable goals: leads, meetings booked and orders taken.',
      'Invite customers and prospects to your stall two to three weeks before the show.',
      'Book flights, hotels and freight early; prices rise as the show nears.',
    ],
  },
  {
    icon: Wrench,
    title: 'Booth setup',
    tips: [
      'Keep the front of the stall open and your main message readable from the aisle.',
      'Light products and graphics well; a dim stall loses visitors.',
      'Test power, screens and internet the day before opening.',
    ],
  },
  {
    icon: Presentation,
    title: 'During the show',
    tips: [
      'Qualify every visitor with two or three questions and note the answers.',
      'Capture each lead the same day, with the follow-up it needs.',
      'Rotate the team so the stall is always staffed by rested people.',
    ],
  },
  {
    icon: MessageSquareReply,
    title: 'Post-show follow-up',
    tips: [
      'Contact hot leads within 48 hours, while the conversation is fresh.',
      'Send every visitor a thank-you note with what you promised them.',
      'Compare leads and orders with your ROI guide to plan the next show.',
    ],
  },
] as const;

/** "Exhibition Tips and Tricks" (see docs/planner.md#tips), the same advice the ROI guide prints; "Got it, thanks" closes it. */
export function TipsModal({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Exhibition Tips and Tricks"
      description="What experienced exhibitors do before, during and after a show."
      footer={
        <button type="button" className="btn-primary" onClick={() => onOpenChange(false)}>
          Got it, thanks
        </button>
      }
    >
      <div className="space-y-5">
        {SECTIONS.map(({ icon: Icon, title, tips }) => (
          <section key={title}>
            <h3 className="flex items-center gap-2 font-semibold text-ink">
              <Icon className="size-4 text-brand-600" aria-hidden />
              {title}
            </h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-6 text-sm text-slate-700">
              {tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        ))}
        <section className="rounded-lg bg-brand-50 p-4">
          <h3 className="flex items-center gap-2 font-semibold text-ink">
            <Headset className="size-4 text-brand-600" aria-hidden />
            Expert support
          </h3>
          <p className="mt-1.5 text-sm text-slate-700">
            The builders and vendors matched to your show can be called, e-mailed or sent your booth requirements from Smart Vendor Matching (step 3). To
            compare more of them, see{' '}
            <Link to="/find-builders" className="font-medium text-brand-700 underline" onClick={() => onOpenChange(false)}>
              Find Builders
            </Link>
            .
          </p>
        </section>
      </div>
    </Dialog>
  );
}
