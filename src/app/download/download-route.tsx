// /download with its own flow actor (download/version).
import { useActorRef, useSelector } from '@xstate/react';
import { DownloadScreen } from '../../screens/download/download-screen';
import { useApp } from '../app-context';

export default function DownloadRoute() {
  const { app, flows } = useApp();
  const actor = useActorRef(flows.download);
  const platform = useSelector(app, (s) => s.context.env.platform);
  return <DownloadScreen actor={actor} platform={platform} base={window.location.href} />;
}
