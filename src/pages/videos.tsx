import React, {useMemo, useState} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import HeroMain from '@site/src/components/HeroMain';
import VideoFacade from '@site/src/components/VideoFacade';
import {videos, VIDEO_CDN, type Video} from '@site/src/data/videos';
import styles from './videos.module.css';

const ALL = 'All topics';
const topics = [ALL, ...Array.from(new Set(videos.map((v) => v.topic)))];

function VideoCard({video}: {video: Video}) {
  return (
    <article className={styles.card} aria-labelledby={`video-${video.slug}`}>
      <VideoFacade title={video.title} src={`${VIDEO_CDN}/${video.slug}.mp4`} duration={video.duration} />
      <h2 id={`video-${video.slug}`} className={styles.title}>
        {video.title}
      </h2>
      <p className={styles.topic}>{video.topic}</p>
      <p>{video.summary}</p>
      <details>
        <summary>Chapters</summary>
        <ol className={styles.chapters}>
          {video.chapters.map((chapter) => (
            <li key={chapter.at}>
              <span className={styles.time}>{chapter.at}</span> {chapter.title}
            </li>
          ))}
        </ol>
      </details>
      <p className={styles.guide}>
        Prefer reading? <Link to={video.guide.to}>{video.guide.label}</Link>
      </p>
    </article>
  );
}

export default function Videos() {
  const [topic, setTopic] = useState(ALL);
  const shown = useMemo(() => (topic === ALL ? videos : videos.filter((v) => v.topic === topic)), [topic]);
  return (
    <Layout
      title="Videos"
      description="Short Mynah video walkthroughs with chapters and a written guide for each: Studio, AI agents, channels, the Inbox, campaigns and analytics.">
      <HeroMain
        title="Videos"
        lead="Short walkthroughs of the console, each with chapters and a written guide that covers the same steps. Players load only when you press play.">
        <div role="group" aria-label="Filter by topic" className={styles.filters}>
          {topics.map((t) => (
            <button
              key={t}
              type="button"
              className={t === topic ? 'button button--primary button--sm' : 'button button--secondary button--sm'}
              aria-pressed={t === topic}
              onClick={() => setTopic(t)}>
              {t}
            </button>
          ))}
        </div>
        <p aria-live="polite" className={styles.count}>
          {shown.length} {shown.length === 1 ? 'video' : 'videos'}
        </p>
        <div className={styles.grid}>
          {shown.map((video) => (
            <VideoCard key={video.slug} video={video} />
          ))}
        </div>
      </HeroMain>
    </Layout>
  );
}
