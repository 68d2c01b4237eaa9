#!/usr/bin/python3
"""
The WebKit suite's browser, started by WebKitWebDriver: a bare GTK window per WebDriver window, each
holding one WebKitWebView. MiniBrowser's toolbar keeps its windows 447 px wide or more; this one lets a
window be as narrow as a phone. Its data lives in memory only. With --reduced-motion, pages see
`prefers-reduced-motion: reduce` (GTK's animations are off). It draws without GL: a virtual display has only
Mesa's software GL, in which a web process crashed under load (a general protection fault in swrast_dri.so),
and drawing without GL, the suite takes half the CPU.

A page can ask it, through script message handlers that answer with a promise:
- webkit.messageHandlers.initScript.postMessage(source): run `source` at the start of every later
  document of this window, before the page's own scripts (puppeteer's evaluateOnNewDocument);
- webkit.messageHandlers.status.postMessage(null): the HTTP status of this window's current document.
"""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
gi.require_version("JavaScriptCore", "4.1")
from gi.repository import Gtk, JavaScriptCore, WebKit2  # noqa: E402

if "--reduced-motion" in sys.argv:
    Gtk.Settings.get_default().set_property("gtk-enable-animations", False)

context = WebKit2.WebContext.new_ephemeral()
context.set_automation_allowed(True)


def create_web_view(_session):
    content = WebKit2.UserContentManager()
    view = WebKit2.WebView(web_context=context, user_content_manager=content, is_controlled_by_automation=True)
    view.get_settings().set_hardware_acceleration_policy(WebKit2.HardwareAccelerationPolicy.NEVER)

    def init_script(_manager, message, reply):
        content.remove_all_scripts()
        content.add_script(
            WebKit2.UserScript.new(
                message.to_string(),
                WebKit2.UserContentInjectedFrames.TOP_FRAME,
                WebKit2.UserScriptInjectionTime.START,
                None,
                None,
            )
        )
        reply.return_value(JavaScriptCore.Value.new_boolean(message.get_context(), True))
        return True

    def status(_manager, message, reply):
        resource = view.get_main_resource()
        response = resource.get_response() if resource else None
        code = response.get_status_code() if response else 0
        reply.return_value(JavaScriptCore.Value.new_number(message.get_context(), code))
        return True

    for name, handler in (("initScript", init_script), ("status", status)):
        content.register_script_message_handler_with_reply(name, None)
        content.connect(f"script-message-with-reply-received::{name}", handler)

    window = Gtk.Window()
    window.add(view)
    window.show_all()
    return view


def automation_started(_context, session):
    info = WebKit2.ApplicationInfo()
    info.set_name("WebKitGTK")
    info.set_version(WebKit2.get_major_version(), WebKit2.get_minor_version(), WebKit2.get_micro_version())
    session.set_application_info(info)
    session.connect("create-web-view", create_web_view)


context.connect("automation-started", automation_started)
Gtk.main()
