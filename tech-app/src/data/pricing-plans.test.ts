import { describe, expect, it } from 'vitest';
import catalogue from '../catalogue';
import { plansForService, pricingPlans, pricingServices } from './pricing-plans';

describe('pricing plans', () => {
  it('has the twelve plans of the spec with unique ids', () => {
    expect(pricingPlans).toHaveLength(12);
    expect(new Set(pricingPlans.map((plan) => plan.id)).size).toBe(12);
  });

  it('has the tabs in order, web development first', () => {
    expect(pricingServices.map((service) => service.label)).toEqual([
      'Web Development',
      'E-commerce',
      'App Development',
      'SEO Optimization',
      'Cloud Services',
    ]);
    expect(pricingServices[1]?.id).toBe('ecommerce');
  });

  it('carries the prices of spec section 3 per service, with a trailing plus', () => {
    const pricesOf = (serviceId: Parameters<typeof plansForService>[0]) =>
      plansForService(serviceId).map((plan) => plan.price);
    expect(pricesOf('web-development')).toEqual(['₹9,999+', '₹12,000+', '₹25,000+', '₹50,000+']);
    expect(pricesOf('ecommerce')).toEqual(['₹14,999+', '₹29,999+']);
    expect(pricesOf('app-development')).toEqual(['₹14,999+', '₹29,999+']);
    expect(pricesOf('seo-optimization')).toEqual(['₹4,999+', '₹12,999+']);
    expect(pricesOf('cloud-services')).toEqual(['₹19,999+', '₹49,999+']);
  });

  it('keeps the numeric price in step with the text', () => {
    for (const plan of pricingPlans) {
      expect(plan.price).toBe(`₹${plan.priceValue.toLocaleString('en-IN')}+`);
    }
  });

  it('marks the CMS and professional websites as popular', () => {
    expect(pricingPlans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual([
      'web-cms',
      'web-professional',
    ]);
  });

  it('gives every plan a description and features', () => {
    for (const plan of pricingPlans) {
      expect(plan.description.length).toBeGreaterThan(20);
      expect(plan.features.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('exposes all plans, services and case studies to the shell through the catalogue', () => {
    expect(catalogue.plans).toHaveLength(12);
    expect(catalogue.plans[0]).toEqual({
      id: 'web-cms',
      serviceId: 'web-development',
      title: 'CMS Website',
      price: '₹9,999+',
    });
    expect(catalogue.services).toHaveLength(8);
    expect(catalogue.caseStudies?.map((study) => study.id)).toEqual(['s2lib', 'UTS', 'corporate']);
  });
});
