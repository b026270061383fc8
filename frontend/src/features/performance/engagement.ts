// The engagement rate and its formats moved to components/performance/ (the dashboard's and the client
// page's Performance card share them, and a feature imports no other feature); kept here for the
// performance feature's own imports.
export * from '../../components/performance/engagement';
