import { DEFAULT_CONFIG, type ServiceConfig } from '../config/serviceConfig';

/** Each workspace folder's settings, read once until `clear` (a settings change). */
export class FolderConfigs {
  private readonly byFolder = new Map<string, ServiceConfig>();

  /** `read` gives a folder's settings (the defaults without it). */
  constructor(private readonly read: ((folder: string) => ServiceConfig) | undefined) {}

  /** The settings of workspace folder `folder` (`''`: a file outside every folder). */
  of(folder: string): ServiceConfig {
    let config = this.byFolder.get(folder);
    if (!config) this.byFolder.set(folder, (config = this.read?.(folder) ?? DEFAULT_CONFIG));
    return config;
  }

  clear(): void {
    this.byFolder.clear();
  }
}
