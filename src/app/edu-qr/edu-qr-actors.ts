// Education QR attendance on the Effect runtime (the app machine's child, so on the boot path): the
// shell's QR scanner (BridgeUnavailable on PC, ScanCancelled when closed) and eduqr/atnd with the
// blocking spinner.
import { NativeBridge } from '../../../bridges/contract';
import { eduqrAtnd } from '../../domain/edu-qr/contract';
import { Api } from '../../services/api.service';
import type { FromEffect } from '../flows';

export const scanQr = () => NativeBridge.use((bridge) => bridge.scanQr());

export const submitScan = ({ qrScan }: { readonly qrScan: string }) => Api.use((a) => a.call(eduqrAtnd, { qrScan }, { block: true }));

export const eduQrActors = (fromEffect: FromEffect) => ({ scanQr: fromEffect(scanQr), submitScan: fromEffect(submitScan) });
