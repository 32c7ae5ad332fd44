import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import Star from "lucide-react/icons/star";
import { findProvinceByCode, localProvinceName } from "../../../core/shared/provinces";
import type { TestimonialRow } from "../../../server/repositories/testimonial-repository";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/home";

/**
 * Testimonials that wrap around both ways; buttons, arrow keys, dots and swipe all work. Drawn on the
 * first slide; the page script moves it (app/page-script/carousel.ts, decision 0032).
 */
export function TestimonialCarousel({ testimonials }: { testimonials: TestimonialRow[] }) {
  const t = useTranslate();
  const language = useLanguage();
  const selected = 0;
  if (testimonials.length === 0) return null;
  const isIllustrative = testimonials.some((testimonial) => testimonial.isIllustrative);
  return (
    <div role="region" aria-roledescription="carousel" aria-label={t("home.testimonialsCarousel")} data-carousel="">
      <div className="overflow-hidden">
        <div
          className="flex touch-pan-y transition-transform duration-300 motion-reduce:transition-none"
          data-carousel-track=""
        >
          {testimonials.map((testimonial, index) => {
            const province = findProvinceByCode(testimonial.provinceCode);
            // The slide is a group; the testimonial inside it is a figure whose caption is its own
            // child (the Nu HTML Checker refuses a role on <figure> and a <figcaption> in a <div>).
            return (
              <div
                key={testimonial.id}
                role="group"
                aria-roledescription="slide"
                aria-label={t("home.testimonialPosition", { number: index + 1, total: testimonials.length })}
                aria-hidden={index !== selected}
                data-carousel-slide=""
                className="min-w-0 flex-[0_0_100%] px-2"
              >
                <figure className="mx-auto flex h-full max-w-2xl flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
                  <p
                    className="flex gap-0.5 text-maple-500"
                    aria-label={t("home.rating", { rating: testimonial.rating })}
                    role="img"
                  >
                    {Array.from({ length: testimonial.rating }, (_, star) => (
                      <Star key={star} aria-hidden="true" className="h-5 w-5 fill-current" />
                    ))}
                  </p>
                  <blockquote className="mt-4 text-lg leading-relaxed text-slate-700">
                    {t("home.testimonialQuote", { quote: testimonial.quote })}
                  </blockquote>
                  <figcaption className="mt-6 flex items-center gap-3">
                    <span
                      aria-hidden="true"
                      className="flex h-11 w-11 items-center justify-center rounded-full bg-navy-900 text-sm font-semibold text-white"
                    >
                      {testimonial.avatarInitials}
                    </span>
                    <span className="text-left">
                      <span className="block font-semibold text-navy-900">{testimonial.name}</span>
                      <span className="block text-sm text-slate-600">
                        {province ? localProvinceName(province, language) : testimonial.provinceCode}
                      </span>
                    </span>
                  </figcaption>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button
          type="button"
          data-carousel-go="previous"
          aria-label={t("home.testimonialPrevious")}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-maple-600 hover:text-maple-700"
        >
          <ChevronLeft aria-hidden="true" className="h-5 w-5" />
        </button>
        <div className="flex gap-1">
          {testimonials.map((testimonial, index) => (
            <button
              key={testimonial.id}
              type="button"
              data-carousel-go={index}
              data-carousel-dot=""
              aria-label={t("home.testimonialGoTo", { number: index + 1 })}
              aria-current={index === selected ? "true" : undefined}
              className="flex h-6 w-6 items-center justify-center"
            >
              <span
                data-carousel-mark=""
                className={`block h-2.5 w-2.5 rounded-full ${index === selected ? "bg-maple-600" : "bg-slate-300"}`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          data-carousel-go="next"
          aria-label={t("home.testimonialNext")}
          className="inline-flex h-11 w-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-maple-600 hover:text-maple-700"
        >
          <ChevronRight aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      {isIllustrative && (
        <p className="mt-4 text-center text-sm text-slate-600">{t("home.testimonialsIllustrative")}</p>
      )}
    </div>
  );
}
