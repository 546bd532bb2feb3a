import React from 'react';
export default function Home(): React.ReactElement { return <main><h1>Elastic Charts</h1></main>; }
