// Device capabilities the test preview exercises, behind one module.
interface Position {
  latitude: number;
  longitude: number;
}

export function currentPosition(timeoutMs = 10_000): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) {
      reject(new Error('geolocation is not available'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      (err) => reject(new Error(err.message || 'permission denied')),
      { timeout: timeoutMs },
    );
  });
}
