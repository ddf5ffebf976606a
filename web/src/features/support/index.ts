/** The support feature's public face: the chat widget the dashboard's frame shows. */
export { ChatWidget } from "./components/ChatWidget";
