// The rate and its formatting live in components/performance/ (the sections of Content Details, the
// team's post page and the client page share them, and a feature imports no other feature).
export * from '../../components/performance/engagement';
