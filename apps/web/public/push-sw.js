// Web push in the service worker (docs/rules/notification-settings.md "Push"). Loaded into the
// generated /sw.js with workbox's importScripts (apps/web/vite.config.ts). A push carries JSON
// { title, body, url, tag }; a click on the notification opens its url in the app.
// Tested by apps/web/src/features/notification-settings/push-sw.test.ts with a fake `self`.
'use strict';

(function registerPushHandlers(sw) {
  /** The push's payload, or a plain notice when it is missing or not JSON. */
  function readPayload(data) {
    var fallback = { title: 'BoldCall', body: '', url: '/', tag: undefined };
    if (!data) return fallback;
    try {
      var json = data.json();
      return {
        title: typeof json.title === 'string' && json.title ? json.title : fallback.title,
        body: typeof json.body === 'string' ? json.body : '',
        url: typeof json.url === 'string' && json.url ? json.url : '/',
        tag: typeof json.tag === 'string' && json.tag ? json.tag : undefined,
      };
    } catch (_error) {
      return fallback;
    }
  }

  /** Only this app's own pages: a path, or a URL of the same origin. */
  function targetUrl(url) {
    var origin = sw.location.origin;
    try {
      var resolved = new URL(url, origin);
      return resolved.origin === origin ? resolved.href : origin + '/';
    } catch (_error) {
      return origin + '/';
    }
  }

  function showPush(payload) {
    return sw.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: '/pwa-192.png',
      badge: '/pwa-192.png',
    });
  }

  /** Focuses an open window of the app and takes it to `url`, else opens a new one. */
  function openUrl(url) {
    var target = targetUrl(url);
    return sw.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then(function (windows) {
        for (var i = 0; i < windows.length; i += 1) {
          var client = windows[i];
          if (new URL(client.url).origin === sw.location.origin && 'focus' in client) {
            // navigate() works on windows this worker controls; any other opens a new one.
            return client
              .focus()
              .then(function (focused) {
                return (focused || client).navigate(target);
              })
              .catch(function () {
                return sw.clients.openWindow(target);
              });
          }
        }
        return sw.clients.openWindow(target);
      });
  }

  sw.addEventListener('push', function (event) {
    event.waitUntil(showPush(readPayload(event.data)));
  });

  sw.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data;
    event.waitUntil(openUrl(data && typeof data.url === 'string' ? data.url : '/'));
  });
})(self);
