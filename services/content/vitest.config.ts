export { serviceVitestConfig as default } from '@stallplan/dev-stack/service-vitest-config';
