// react-toastify and its styles, in a chunk of their own: ToastBridge loads it on the first toast.
import 'react-toastify/dist/ReactToastify.css';

export { toast, ToastContainer } from 'react-toastify';
